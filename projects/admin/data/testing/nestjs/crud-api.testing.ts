// A small NestJS API of @dataui/crud controllers (TypeORM on sql.js: an in-memory SQLite compiled to
// WebAssembly, no native build, no database server), for nestjsCrudDialect's integration spec and
// the demo's tags pages in the browser (e2e/nestjs-crud.e2e.ts). Written as a NestJS app is:
// TypeScript decorators; serve.cjs compiles this file with TypeScript's transpileModule
// (experimentalDecorators, emitDecoratorMetadata) and runs it.
//
// Resources: users (3), posts (40, each by a user: `join=user`) and tags (30); class-validator
// rules on posts and tags answer 400 `{ message: ['title should not be empty', …] }`.
/* eslint-disable @angular-eslint/prefer-inject -- NestJS, not Angular: Nest injects through constructors */
import 'reflect-metadata';

import { Controller, Inject, Injectable, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Crud, CrudValidationGroups, type CrudController } from '@dataui/crud';
import { TypeOrmCrudService } from '@dataui/crud-typeorm';
import {
  IsBoolean,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  Min,
} from 'class-validator';
import {
  Column,
  DataSource,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Repository,
} from 'typeorm';

const { CREATE, UPDATE } = CrudValidationGroups;

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @IsOptional({ groups: [UPDATE] })
  @IsNotEmpty({ groups: [CREATE] })
  @IsString({ always: true })
  @Column({ type: 'varchar' })
  name!: string;
}

@Entity('posts')
export class Post {
  @PrimaryGeneratedColumn()
  id!: number;

  @IsOptional({ groups: [UPDATE] })
  @IsNotEmpty({ groups: [CREATE] })
  @IsString({ always: true })
  @MaxLength(120, { always: true })
  @Column({ type: 'varchar' })
  title!: string;

  @IsOptional({ always: true })
  @IsString({ always: true })
  @Column({ type: 'text', default: '' })
  body!: string;

  @IsOptional({ always: true })
  @IsInt({ always: true })
  @Min(0, { always: true })
  @Column({ type: 'integer', default: 0 })
  views!: number;

  @IsOptional({ always: true })
  @IsBoolean({ always: true })
  @Column({ type: 'boolean', default: false })
  published!: boolean;

  @IsOptional({ always: true })
  @IsISO8601({ strict: true }, { always: true })
  @Column({ type: 'datetime', nullable: true })
  publishedAt!: Date | null;

  @IsOptional({ groups: [UPDATE] })
  @IsInt({ always: true })
  @Column({ type: 'integer' })
  userId!: number;

  @ManyToOne(() => User)
  @JoinColumn({ name: 'userId' })
  user?: User;
}

@Entity('tags')
export class Tag {
  @PrimaryGeneratedColumn()
  id!: number;

  @IsOptional({ groups: [UPDATE] })
  @IsNotEmpty({ groups: [CREATE] })
  @IsString({ always: true })
  @MaxLength(24, { always: true })
  @Column({ type: 'varchar' })
  name!: string;
}

const USERS = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'];
const WORDS = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'];
const TAGS = [
  'angular',
  'typescript',
  'nestjs',
  'testing',
  'forms',
  'routing',
  'signals',
  'material',
  'rxjs',
  'hiking',
  'cooking',
  'music',
  'travel',
  'books',
  'design',
  'gardening',
  'history',
  'physics',
  'chess',
  'cycling',
  'painting',
  'poetry',
  'running',
  'sailing',
  'theatre',
  'climbing',
  'baking',
  'jazz',
  'photography',
  'astronomy',
];

/** The seed: 3 users, 40 posts, 30 tags (the same on every start). */
async function seed(data: DataSource): Promise<void> {
  await data.getRepository(User).save(USERS.map((name) => ({ name })));
  await data.getRepository(Post).save(
    Array.from({ length: 40 }, (_, i) => ({
      title: `${WORDS[i % WORDS.length]} post ${i + 1}`,
      body: `Body of post ${i + 1}`,
      views: (i * 37) % 100,
      published: i % 3 !== 0,
      // one post a month from 2023-03 on: 10 in 2023, 30 from 2024
      publishedAt: new Date(Date.UTC(2023, 2 + i, 15, 12)),
      userId: (i % USERS.length) + 1,
    })),
  );
  await data.getRepository(Tag).save(TAGS.map((name) => ({ name })));
}

const DATA = 'DATA_SOURCE';
const repository =
  <T extends object>(entity: new () => T) =>
  (data: DataSource): Repository<T> =>
    data.getRepository(entity);

@Injectable()
export class UsersService extends TypeOrmCrudService<User> {
  constructor(@Inject('USERS') repo: Repository<User>) {
    super(repo);
  }
}

@Injectable()
export class PostsService extends TypeOrmCrudService<Post> {
  constructor(@Inject('POSTS') repo: Repository<Post>) {
    super(repo);
  }
}

@Injectable()
export class TagsService extends TypeOrmCrudService<Tag> {
  constructor(@Inject('TAGS') repo: Repository<Tag>) {
    super(repo);
  }
}

@Crud({ model: { type: User }, query: { maxLimit: 100 } })
@Controller('users')
export class UsersController implements CrudController<User> {
  constructor(public service: UsersService) {}
}

@Crud({ model: { type: Post }, query: { maxLimit: 100, join: { user: {} } } })
@Controller('posts')
export class PostsController implements CrudController<Post> {
  constructor(public service: PostsService) {}
}

@Crud({ model: { type: Tag }, query: { maxLimit: 100 } })
@Controller('tags')
export class TagsController implements CrudController<Tag> {
  constructor(public service: TagsService) {}
}

@Module({
  controllers: [UsersController, PostsController, TagsController],
  providers: [
    {
      provide: DATA,
      useFactory: async () => {
        const data = new DataSource({
          type: 'sqljs',
          entities: [User, Post, Tag],
          synchronize: true,
        });
        await data.initialize();
        await seed(data);
        return data;
      },
    },
    { provide: 'USERS', useFactory: repository(User), inject: [DATA] },
    { provide: 'POSTS', useFactory: repository(Post), inject: [DATA] },
    { provide: 'TAGS', useFactory: repository(Tag), inject: [DATA] },
    UsersService,
    PostsService,
    TagsService,
  ],
})
export class AppModule {}

/** The running API. */
export interface CrudApi {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly app: INestApplication;
}

/** Starts the API on a free port of 127.0.0.1 with a fresh seed; errors only in the log. */
export async function startCrudApi(): Promise<CrudApi> {
  const app = await NestFactory.create(AppModule, { logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}`, app };
}
